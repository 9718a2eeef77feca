/**
 * The carrier keywords (CTIA): a message that is exactly one of these words, in any case and
 * with surrounding spaces, is the command. Anything else gets no answer.
 */
const OPT_OUT = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'];
const OPT_IN = ['START', 'UNSTOP', 'YES'];
const HELP = ['HELP', 'INFO'];

export type InboundCommand = 'opt-out' | 'opt-in' | 'help' | 'none';

export function inboundCommand(body: string): { command: InboundCommand; keyword: string } {
  const keyword = body.trim().toUpperCase();
  if (OPT_OUT.includes(keyword)) return { command: 'opt-out', keyword };
  if (OPT_IN.includes(keyword)) return { command: 'opt-in', keyword };
  if (HELP.includes(keyword)) return { command: 'help', keyword };
  return { command: 'none', keyword };
}
