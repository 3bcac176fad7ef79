import { SIGN_IN_MOBILE_PATTERN } from '../../domain/user/user-rules.ts';
import type { AssistanceStore } from './assistance-store.server.ts';

export const DESK_USAGE = `Usage: npm run desk -- <command>
  add-operator <mobile>     give the account of this 10-digit mobile the assistance desk's operator role
  remove-operator <mobile>  take the role away
  list-operators            the mobiles with the role
An operator signs in with the same one-time code as everyone, then opens /desk/assistance.`;

/** The desk's commands (issue 39), pure over the store: scripts/desk.ts runs them on the server's database. */
export async function runDeskCommand(
  store: AssistanceStore,
  args: readonly string[],
  now: number,
): Promise<{ out: string[]; status: number }> {
  const [command, mobile = ''] = args;
  const valid = SIGN_IN_MOBILE_PATTERN.test(mobile);
  switch (command) {
    case 'add-operator':
      if (!valid) return { out: [`not a mobile number: '${mobile}'`, DESK_USAGE], status: 2 };
      await store.addOperator(mobile, now);
      return { out: [`${mobile} is an operator of the assistance desk`], status: 0 };
    case 'remove-operator': {
      if (!valid) return { out: [`not a mobile number: '${mobile}'`, DESK_USAGE], status: 2 };
      const removed = await store.removeOperator(mobile);
      return { out: [removed ? `${mobile} is no longer an operator` : `${mobile} was not an operator`], status: 0 };
    }
    case 'list-operators': {
      const all = await store.operators();
      return { out: all.length ? all : ['no operators'], status: 0 };
    }
    default:
      return { out: [DESK_USAGE], status: 2 };
  }
}
