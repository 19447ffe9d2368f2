export { Board } from './board';
export type { BoardColumn, BoardProps, BoardSection } from './types';
