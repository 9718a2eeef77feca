/** What the Twilio callbacks need: the token that signs them and the public origin Twilio calls. */
export class TwilioWebhookSettings {
  constructor(
    readonly authToken: string | undefined,
    readonly publicOrigin: string,
    readonly helpContact: string,
  ) {}
}
