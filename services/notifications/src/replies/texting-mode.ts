/** Whether texts really go out (Twilio) or are only logged (all-in-one, or no Twilio account). */
export class TextingMode {
  constructor(readonly logged: boolean) {}
}
