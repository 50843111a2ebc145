// Calls the CLI's main() as `playtest ...args` in-process, capturing what it prints. The plain progress
// lines a long run writes every 10 s are left out of `err`: on a loaded machine any run may be long.
import type { Io } from '../src/cli/io.js';
import { main } from '../src/cli/main.js';

export async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = { out: (s) => void (out += s), err: (s) => void (err += s), progress: false };
  const code = await main(['node', 'playtest', ...args], io);
  return { code, out, err: err.replace(/^progress: .*\n/gm, '') };
}
