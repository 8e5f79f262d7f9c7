/** @jest-environment node */
import { PDFDict, PDFName } from 'pdf-lib';
import { handWrittenPdf, objectStream, onePage, streamObject } from '@/tests/support/pdf';
import { parsePdf, PdfLimitError } from './pdf-parse';

const limits = { unpackedBytes: 1024, objects: 10 };

it('reads objects from the file and from its object streams', async () => {
  const context = await parsePdf(handWrittenPdf([...onePage(), objectStream({ 5: '<</Tipo/Dentro>>' })]), limits);
  expect(context.lookup(context.trailerInfo.Root)).toBeInstanceOf(PDFDict);
  expect(
    context
      .enumerateIndirectObjects()
      .map(([ref]) => ref.objectNumber)
      .sort(),
  ).toEqual([1, 2, 3, 5]);
});

it('counts every object, in object streams too, and stops past the limit', async () => {
  const eightMore = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [10 + i, '1']));
  await expect(parsePdf(handWrittenPdf([...onePage(), objectStream(eightMore)]), limits)).rejects.toThrow(
    new PdfLimitError('más de 10 objetos'),
  );
  await expect(
    parsePdf(handWrittenPdf([...onePage(), objectStream({ 10: '1', 11: '2' })]), limits),
  ).resolves.toBeDefined();
});

it('inflates object streams within one allowance per document, not per stream', async () => {
  const padded = (n: number) => objectStream({ [n]: `(${'x'.repeat(600)})` });
  await expect(parsePdf(handWrittenPdf([...onePage(), padded(5)]), limits)).resolves.toBeDefined();
  await expect(parsePdf(handWrittenPdf([...onePage(), padded(5), padded(6)]), limits)).rejects.toThrow(PdfLimitError);
});

it('takes the trailer keys of a cross-reference stream without walking its entries', async () => {
  const pdf = handWrittenPdf(
    [...onePage(), streamObject('/Type/XRef/Size 1000000000/W[1 4 2]/Root 1 0 R/Info 2 0 R', Buffer.alloc(7))],
    { trailer: '' },
  );
  const context = await parsePdf(pdf, limits);
  expect(context.trailerInfo.Info?.toString()).toBe('2 0 R');
  expect((context.lookup(context.trailerInfo.Root) as PDFDict).get(PDFName.of('Type'))).toBe(PDFName.of('Catalog'));
});
