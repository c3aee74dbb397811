// Rio de la Plata hides nothing from any reader: everything is on the table but the dice to come, and
// the engine watches the random state itself.
export const rioSecrets = (): string[] => [];
