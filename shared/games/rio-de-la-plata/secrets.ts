// Rio de la Plata hides nothing from any reader: everything is on the table but the dice to come, and
// the engine watches the random state itself.
export const rioSecrets = (): string[] => [];

/** For the leak tests: nothing to change but the random state, which the caller changes for every game. */
export const scrambleRio = <State>(state: State): State => state;
