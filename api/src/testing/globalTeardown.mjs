import fs from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__slTestPg;
  if (!state) return;
  await state.pg.stop();
  fs.rmSync(state.dir, { recursive: true, force: true });
}
