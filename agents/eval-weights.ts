// Which weights an agent's evaluation uses (option `eval`): `fitted`, the weights fitted to self-play games
// of the sample decks that ship with the package (fitted-weights.json, made by `playtest fit-eval`); `hand`,
// the hand-set weights; or the path of a weights file `playtest fit-eval --out` wrote for one's own pool.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AgentOptionError } from './errors.js';
import { DEFAULT_WEIGHTS as HAND, type EvalWeights, weightsOf } from './eval.js';
import fitted from './fitted-weights.json' with { type: 'json' };
import type { Options } from './options.js';

export const FITTED_WEIGHTS: EvalWeights = weightsOf(fitted.weights, 'agents/fitted-weights.json');

const fromFiles = new Map<string, EvalWeights>();

/** The evaluation weights an agent's `eval` option names, or `def` without the option. */
export function evalWeightsOption(o: Options, def: EvalWeights): EvalWeights {
  const v = o.text('eval');
  if (v === undefined) return def;
  if (v === 'hand') return HAND;
  if (v === 'fitted') return FITTED_WEIGHTS;
  const path = resolve(v);
  let w = fromFiles.get(path);
  if (w === undefined) {
    w = readWeightsFile(path, v);
    fromFiles.set(path, w);
  }
  return w;
}

function readWeightsFile(path: string, given: string): EvalWeights {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new AgentOptionError(
      `option eval=${given}: expected hand, fitted or a weights file (playtest fit-eval --out): ${(e as Error).message}`,
    );
  }
  const weights = (json as { weights?: unknown } | null)?.weights;
  if (typeof weights !== 'object' || weights === null)
    throw new AgentOptionError(`${given}: expected a JSON object with "weights" (as playtest fit-eval writes)`);
  try {
    return weightsOf(weights as Record<string, unknown>, given);
  } catch (e) {
    throw new AgentOptionError((e as Error).message);
  }
}
