/** The key buyer cookies are signed with (INTERNAL_AUTH_SECRET, shared with the gateway that checks them). */
export class BuyerCookieSecret {
  constructor(readonly value: string) {}
}
