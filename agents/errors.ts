// A bad --agent spec (unknown agent, bad option, a module that is missing or exports no agent) is the
// user's mistake: a UsageError, which the CLI maps to exit 2.
import { UsageError } from '../src/errors.js';

export class AgentOptionError extends UsageError {
  constructor(message: string) {
    super(message);
    this.name = 'AgentOptionError';
  }
}
