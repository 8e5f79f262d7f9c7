import {
  colorFormSchema,
  createPayload,
  emptyForm,
  fabricFormSchema,
  formOf,
  modelFormSchema,
  parseBands,
  updatePayload,
  type ModelForm,
} from './catalog-admin';

describe('catalogue forms', () => {
  it('reads bands typed with commas, spaces or semicolons', () => {
    expect(parseBands('300, 400;500  600')).toEqual(['300', '400', '500', '600']);
    expect(parseBands('  ')).toEqual([]);
  });

  it('turns a model form into the API grid, checked by the API schema (pesos → centavos)', () => {
    const form: ModelForm = {
      ...(emptyForm('models', 7) as ModelForm),
      name: 'Cofre Mérida',
      description: 'Compacto.',
      min_width_cm: '200',
      max_width_cm: '500',
      min_projection_cm: '150',
      max_projection_cm: '250',
      features: 'Cofre de aluminio\n\nMotor Somfy',
      widths: '300, 500',
      projections: '150 250',
      prices: { '300x150': '18000', '300x250': '21,000', '500x150': '24000', '500x250': '27500.50' },
    };
    expect(createPayload('models', form)).toMatchObject({
      type_id: '7',
      features: ['Cofre de aluminio', 'Motor Somfy'],
      grid: {
        widths_cm: ['300', '500'],
        public_prices: [
          ['18000', '21,000'],
          ['24000', '27500.50'],
        ],
      },
    });
    const parsed = modelFormSchema.safeParse(form);
    expect(parsed.success && parsed.data.grid.public_prices).toEqual([
      [1_800_000, 2_100_000],
      [2_400_000, 2_750_050],
    ]);
  });

  it('an empty grid cell is a Spanish message on that cell', () => {
    const form = {
      ...(emptyForm('models', 7) as ModelForm),
      name: 'X1',
      description: 'd',
      min_width_cm: '1',
      max_width_cm: '2',
      min_projection_cm: '1',
      max_projection_cm: '2',
      widths: '300',
      projections: '150',
      prices: {},
    };
    const parsed = modelFormSchema.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((i) => i.path.join('.') === 'grid.public_prices.0.0')?.message).toBe(
      'El precio público debe ser una cantidad en pesos con hasta dos decimales, por ejemplo 1500.00.',
    );
  });

  it('keeps only the ticked types of a fabric', () => {
    const form = {
      ...emptyForm('fabrics', 1),
      name: 'Lino',
      description: 'd',
      opacity: 'filtrante',
      composition: 'Lino',
      roll_width_cm: '280',
      prices: {
        10: { on: true, public_price: '950', distributor_price: '' },
        11: { on: false, public_price: '', distributor_price: '' },
      },
    };
    const parsed = fabricFormSchema.safeParse(form);
    expect(parsed.success && parsed.data.types).toEqual([{ type_id: 10, public_price: 95_000 }]);
  });

  it('a colour is upper-cased; an edit drops the parent and the published switch', () => {
    const parsed = colorFormSchema.safeParse({ ...emptyForm('colors', 3), name: 'Añil', hex: '#1d3b6f' });
    expect(parsed.success && parsed.data).toMatchObject({
      fabric_id: 3,
      hex: '#1D3B6F',
      stripe_hex: null,
      stock: 0,
      published: false,
    });
    const form = formOf({
      kind: 'colors',
      id: 9,
      slug: 'anil',
      name: 'Añil',
      published: true,
      image: null,
      fabric_id: 3,
      hex: '#1D3B6F',
      stripe_hex: null,
      stock: 4,
      stock_id: 1000009,
    });
    expect(updatePayload('colors', form)).toEqual({ name: 'Añil', hex: '#1D3B6F', stripe_hex: '', stock: '4' });
  });
});
