/**
 * The carrier keywords (CTIA): a message that is exactly one of these words, in any case and
 * with surrounding spaces, is the command. Anything else gets no answer.
 */
const OPT_OUT = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'];
const OPT_IN = ['START', 'UNSTOP'];
const HELP = ['HELP', 'INFO'];
/** The answer our confirmation text asks for (double opt-in). */
const CONFIRM = ['YES', 'Y'];

export type InboundCommand = 'opt-out' | 'opt-in' | 'help' | 'confirm' | 'none';

export function inboundCommand(body: string): { command: InboundCommand; keyword: string } {
  const keyword = body.trim().toUpperCase();
  if (OPT_OUT.includes(keyword)) return { command: 'opt-out', keyword };
  if (OPT_IN.includes(keyword)) return { command: 'opt-in', keyword };
  if (HELP.includes(keyword)) return { command: 'help', keyword };
  if (CONFIRM.includes(keyword)) return { command: 'confirm', keyword };
  return { command: 'none', keyword };
}
