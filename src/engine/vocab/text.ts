// Words for describing instructions (logs, replays, agents' descriptions).
import { type AmountC, AmountKind, R } from '../cardform.js';

export function amountText(a: AmountC): string {
  if (a.kind === AmountKind.Fixed) return String(a.n);
  if (a.kind === AmountKind.X) return 'X';
  if (a.kind === AmountKind.Event) return 'that much';
  if (a.kind === AmountKind.Sacrificed) return "the sacrificed permanent's power";
  if (a.kind === AmountKind.Toughness) return `${refText(a.n)}'s toughness`;
  if (a.kind === AmountKind.ItToughness) return 'its toughness';
  return 'the number of matching ' + (a.zone === 4 ? 'permanents' : 'cards');
}

export function refText(ref: number): string {
  switch (ref) {
    case R.This:
      return 'this';
    case R.It:
      return 'it';
    case R.Attached:
      return 'the permanent it is attached to';
    case R.AttachedController:
      return 'the controller of the permanent it is attached to';
    case R.You:
      return 'you';
    case R.Opponent:
      return 'the opponent';
    case R.Each:
      return 'each player';
    case R.EventPlayer:
      return 'that player';
    case R.TargetController0:
      return "target 0's controller";
    default:
      return `target ${ref}`;
  }
}
