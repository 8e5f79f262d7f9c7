import { measureWarnings } from './measure-warnings';

const limits = { minWidthCm: 30, maxWidthCm: 300, minHeightCm: 30, maxHeightCm: 350 };
const warn = (over: Partial<Parameters<typeof measureWarnings>[0]>) =>
  measureWarnings({ line: 'persianas', width: '150', height: '180', room: '', limits, ...over }).map((w) => [
    w.id,
    w.field,
  ]);

describe('measureWarnings', () => {
  it('says nothing about an ordinary window', () => {
    expect(warn({})).toEqual([]);
    expect(warn({ room: 'Recámara', width: '180', height: '120' })).toEqual([]);
  });

  it('warns under 30 cm wide (a pane or the glass), not for metres typed as 1.5', () => {
    expect(warn({ width: '25' })).toEqual([['narrow', 'width']]);
    expect(warn({ width: '1.5' })).toEqual([]);
    expect(warn({ width: '30' })).toEqual([]);
  });

  it('reads millimetres past the largest piece that fit as centimetres', () => {
    expect(warn({ width: '1500' })).toEqual([['mm', 'width']]);
    expect(warn({ height: '1800' })).toEqual([['mm', 'height']]);
    expect(warn({ width: '9000' })).toEqual([]);
  });

  it('calls a door with a drop shorter than its width a swap', () => {
    expect(warn({ room: 'Puerta del patio', width: '210', height: '90' })).toEqual([['door', 'height']]);
    expect(warn({ room: 'Puerta del patio', width: '90', height: '210' })).toEqual([]);
  });

  it('calls a width that is not made but fits as the height a swap', () => {
    expect(warn({ width: '320', height: '150' })).toEqual([['swap', 'width']]);
    expect(warn({ width: '320', height: '320' })).toEqual([]);
  });

  it('only warns awnings about millimetres', () => {
    expect(warn({ line: 'toldos', width: '25', room: 'Puerta', height: '20' })).toEqual([]);
    expect(warn({ line: 'toldos', width: '2500' })).toEqual([['mm', 'width']]);
  });
});
