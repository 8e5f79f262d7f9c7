/** @jest-environment node */
import { openCsvStream } from './csv-stream';
import type { Sheet } from './sheets';

const SHEET: Sheet<{ n: number }> = { name: 'prueba', columns: [{ header: 'Número', value: (r) => r.n }] };

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await new Response(stream).arrayBuffer()));
}

it('writes the BOM and the header once, then each batch as the client reads', async () => {
  async function* batches() {
    yield [{ n: 1 }, { n: 2 }];
    yield [{ n: 3 }];
  }
  expect(await readAll(await openCsvStream(SHEET, batches()))).toBe('\uFEFFNúmero\r\n1\r\n2\r\n3\r\n');
});

it('with no rows, the header alone', async () => {
  async function* none(): AsyncGenerator<{ n: number }[]> {}
  expect(await readAll(await openCsvStream(SHEET, none()))).toBe('\uFEFFNúmero\r\n');
});

it('a failing first batch fails before anything is sent (so the API can still answer its status)', async () => {
  async function* broken(): AsyncGenerator<{ n: number }[]> {
    throw new Error('base de datos caída');
  }
  await expect(openCsvStream(SHEET, broken())).rejects.toThrow('base de datos caída');
});

it('a client that leaves while a batch is on its way: the batches end, nothing is logged', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  let release: () => void = () => {};
  let finished = false;
  let asked = 0;
  async function* slow() {
    try {
      yield [{ n: 1 }];
      asked++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      yield [{ n: 2 }];
      asked++;
      yield [{ n: 3 }];
    } finally {
      finished = true;
    }
  }
  try {
    const reader = (await openCsvStream(SHEET, slow())).getReader();
    expect((await reader.read()).done).toBe(false); // header and first batch
    const pending = reader.read(); // the second batch is being read
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cancelled = reader.cancel('el cliente cerró la conexión');
    release();
    await cancelled;
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(finished).toBe(true);
    expect(asked).toBe(1);
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

it('a batch that fails mid-download cuts the stream short and is logged', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  async function* failing() {
    yield [{ n: 1 }];
    throw new Error('conexión perdida');
  }
  try {
    await expect(readAll(await openCsvStream(SHEET, failing()))).rejects.toThrow('conexión perdida');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('exportación de prueba interrumpida'));
  } finally {
    errors.mockRestore();
  }
});
