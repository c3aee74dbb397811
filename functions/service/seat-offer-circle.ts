// Who an offered seat goes to first (docs/clocks.md, "Substitutes"): the port through which the seats
// wanted list asks for the players' friends and for blocks, so that it does not know how friendship is
// kept. Injected where the services are composed (functions/compose/area-services.ts).

export interface SeatOfferCircle {
  /** The friends of any of `userIds`. */
  friendsOf(userIds: string[]): Promise<Set<string>>;
  /** Whether any of `userIds` blocked `userId`, or `userId` blocked any of them. */
  blockedWithAny(userId: string, userIds: string[]): Promise<boolean>;
}

/** The circle while friendship is not kept: nobody is a friend and nobody blocked, so an offer waits its friends' day for nobody. */
export const NO_CIRCLE: SeatOfferCircle = {
  friendsOf: async () => new Set(),
  blockedWithAny: async () => false,
};
