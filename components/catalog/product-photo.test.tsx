import { render, screen } from '@testing-library/react';
import { catalogImageOf } from '@/lib/contract/catalog';
import { ProductPhoto } from './product-photo';

describe('ProductPhoto', () => {
  it('shows the uploaded photo with every variant in srcset and its size reserved', () => {
    const image = catalogImageOf({
      key: 'abcdefghijklmnopqrstuvwxyz',
      width: 1200,
      height: 900,
      widths: [320, 640, 960],
    });
    render(<ProductPhoto image={image} alt="Screen 5 % color Marfil" kind="enrollable" />);
    const img = screen.getByRole('img', { name: 'Screen 5 % color Marfil' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/api/catalog-images/abcdefghijklmnopqrstuvwxyz-960.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/api/catalog-images/abcdefghijklmnopqrstuvwxyz-320.webp 320w, /api/catalog-images/abcdefghijklmnopqrstuvwxyz-640.webp 640w, /api/catalog-images/abcdefghijklmnopqrstuvwxyz-960.webp 960w',
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 860px) 50vw, 100vw');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('900');
  });

  it('draws the product in the fabric colour otherwise (the illustration file, as an <img>)', () => {
    render(
      <ProductPhoto
        image={null}
        alt="Persiana enrollable color Marfil"
        kind="enrollable"
        color="#EDE6D3"
        opacity="blackout"
      />,
    );
    const drawing = screen.getByRole('img', { name: 'Persiana enrollable color Marfil' });
    expect(drawing.getAttribute('src')).toBe('/ilustraciones/enrollable.svg?color=ede6d3&opacity=blackout&v=2');
  });
});
