import { OPACITIES } from '@/lib/contract/catalog-admin';
import { opacityLabel, opacityShortLabel } from './opacity';

it('labels every opacity', () => {
  expect(opacityLabel('transparente')).toBe('Transparente');
  expect(opacityLabel('traslucido')).toBe('Traslúcida');
  expect(opacityLabel('filtrante')).toBe('Filtra luz (screen)');
  expect(opacityLabel('blackout')).toBe('Blackout — oscurecimiento total');
  for (const o of OPACITIES) expect(opacityShortLabel(o)).toMatch(/^\S+$/);
});
