/**
 * The server's clock is the contract's one clock (contract dates.ts), so the rules the contract
 * checks (dates that may not be in the future) and the server's own read the same time.
 */
export { clock } from '@app/contract';
