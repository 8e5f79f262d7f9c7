/** @jest-environment node */
// The stop on SIGTERM: Next's own exit after the requests in flight becomes a clean 0 once the
// database is closed; a request that never ends holds the process 25 s at the most (README).
// Signals and process.exit are captured, not sent: the test process keeps running.
import { installGracefulShutdown } from './shutdown';

type Handler = (signal: NodeJS.Signals) => void;
const flush = () =>
  new Promise<void>((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

const realExitProperty = process.exit;
let handlers: Record<string, Handler>;
let exit: jest.Mock;
let closeDatabase: jest.Mock<Promise<boolean>, []>;
let log: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  delete (globalThis as { __solaraShutdown?: boolean }).__solaraShutdown;
  delete (globalThis as { __solaraStopping?: boolean }).__solaraStopping;
  handlers = {};
  jest.spyOn(process, 'once').mockImplementation(((event: string, fn: Handler) => {
    handlers[event] = fn;
    return process;
  }) as typeof process.once);
  exit = jest.fn();
  process.exit = exit as unknown as typeof process.exit;
  closeDatabase = jest.fn(async () => true);
  log = jest.fn();
  installGracefulShutdown({ closeDatabase, log });
});

afterEach(() => {
  process.exit = realExitProperty;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('exits 0 with the database closed when Next ends the stop itself (143 after SIGTERM)', async () => {
  handlers.SIGTERM!('SIGTERM');
  process.exit(143);
  await flush();
  expect(closeDatabase).toHaveBeenCalledTimes(1);
  expect(exit).toHaveBeenCalledWith(0);
});

it('gives up on a request that never ends after 25 s: database closed, exit 1', async () => {
  handlers.SIGTERM!('SIGTERM');
  jest.advanceTimersByTime(24_999);
  await flush();
  expect(closeDatabase).not.toHaveBeenCalled();
  expect(exit).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await flush();
  expect(log).toHaveBeenCalledWith(expect.stringContaining('no terminaron en 25 s'));
  expect(closeDatabase).toHaveBeenCalledTimes(1);
  expect(exit).toHaveBeenCalledWith(1);
});

it('leaves an exit that is not part of a stop alone', () => {
  process.exit(3);
  expect(exit).toHaveBeenCalledWith(3);
  expect(closeDatabase).not.toHaveBeenCalled();
});
