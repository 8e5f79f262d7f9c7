import { render, screen } from '@testing-library/react';
import { ProductPhoto, catalogImageUrl } from './product-photo';

describe('ProductPhoto', () => {
  it('shows the uploaded photo through the API when there is one', () => {
    render(<ProductPhoto image="catalog/abcdefghijklmnopqrstuvwxyz.webp" alt="Screen 5 % color Marfil" kind="enrollable" />);
    const img = screen.getByRole('img', { name: 'Screen 5 % color Marfil' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/api/catalog-images/abcdefghijklmnopqrstuvwxyz.webp');
  });

  it('draws the product in the fabric colour otherwise', () => {
    const { container } = render(<ProductPhoto image={null} alt="Persiana enrollable color Marfil" kind="enrollable" color="#EDE6D3" opacity="blackout" />);
    expect(screen.getByRole('img', { name: 'Persiana enrollable color Marfil' }).tagName.toLowerCase()).toBe('svg');
    expect(container.innerHTML).toContain('#ede6d3');
  });

  it('maps storage keys to public URLs', () => {
    expect(catalogImageUrl('catalog/x1.png')).toBe('/api/catalog-images/x1.png');
  });
});
