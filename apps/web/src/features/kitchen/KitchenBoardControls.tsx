import { StationPicker } from '../../components/StationPicker/StationPicker';
import { RecallButton } from './RecallButton';
import type { TKitchenBoard } from './use-kitchen-board';

/** The station this device shows and Recall of its last bump: the Kitchen screen's and the display's header. */
export function KitchenBoardControls({ board }: { board: TKitchenBoard }) {
  return (
    <>
      <StationPicker stations={board.stations} value={board.station} onChange={board.setStation} large />
      <RecallButton ticket={board.lastBumped} onRecall={board.recall} loading={board.isRecalling} large />
    </>
  );
}
