// Preloaded (`node --import`) into a server the bench profiles: SIGUSR2 starts V8's sampling
// profiler, the next SIGUSR2 stops it and writes CPU_PROFILE_FILE (.cpuprofile, the format of
// `node --cpu-prof`), then prints "cpu-profile written". Unlike --cpu-prof, the profile holds
// only the window under load: no start-up, no warm-up.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
let profiling = false;
const post = (method, params) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );

process.on('SIGUSR2', async () => {
  try {
    if (!profiling) {
      profiling = true;
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: Number(process.env.CPU_PROFILE_INTERVAL_US || 200) });
      await post('Profiler.start');
      console.log('cpu-profile started');
      return;
    }
    profiling = false;
    const { profile } = await post('Profiler.stop');
    writeFileSync(process.env.CPU_PROFILE_FILE, JSON.stringify(profile));
    console.log('cpu-profile written');
  } catch (error) {
    console.error(`cpu-profile failed: ${error.stack}`);
  }
});
