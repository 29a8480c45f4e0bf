/**
 * What a background loop says about a database outage: once when its first round fails to reach
 * the database, once when a round reaches it again, and nothing for the rounds in between, so an
 * outage of hours is two log lines, not one per round.
 */
export function outageLog(log: { error(message: string): void; info(message: string): void }, loop: string) {
  let rounds = 0;
  return {
    /** A round the database could not serve; answers how many rounds of this outage came before it. */
    down(): number {
      if (rounds === 0) log.error(`${loop}: cannot reach the database; will retry`);
      return rounds++;
    },
    /** A round that reached the database. */
    up() {
      if (rounds === 0) return;
      rounds = 0;
      log.info(`${loop}: database reachable again`);
    },
  };
}
