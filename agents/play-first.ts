// Play or draw in a match (Agent.playFirst), for greedy and mcts, and for any agent without its own choice:
// play first. Measured with greedy on the 17 sample decks (20 games a pairing, seed 7; docs/agents.md, "Play or
// draw"): the player on the play won 49.96% (+-1.9) of 2,688 decided games, and the faster deck of a pairing
// 52.4% on the play and 52.4% on the draw. No measured edge either way (skipping the first draw, 2008 rules,
// costs about what the first turn gains), so the rule is fixed rather than looked ahead: it cannot bias a figure.
/** Play first: true. */
export function playFirstMeasured(): boolean {
  return true;
}
