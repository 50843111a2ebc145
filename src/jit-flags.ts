// V8's inlining budgets for the playtest process, set as it starts (bin/playtest.js imports this first).
// The engine's hot functions (the game loop, the priority listing, the event batch, the mana payer) are larger than
// V8's default budgets for inlining into one optimized function (920 bytes of bytecode in all, 460 for one callee),
// so the small helpers they call stay calls. Twice both budgets plays the same games in about 5% fewer instructions
// (tools/perf/icount.sh, JIT code and compiles alike). V8's flags are the process's: the worker pool's threads have
// them too. The engine as a library (tests, a program importing it) runs with V8's defaults and the same results.
import { setFlagsFromString } from 'node:v8';

const JIT_FLAGS = '--max-inlined-bytecode-size-cumulative=1840 --max-inlined-bytecode-size=920';

setFlagsFromString(JIT_FLAGS);
