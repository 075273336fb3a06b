// The secrets frame's transfer (/widgets/v1/frame/transfer.js): the review and the PIN of
// owo-send-money on Owo's origin, for the transfer the partner page sends (checked by the transfer
// schemas).
import { transferFrameInput } from '../../internal/runtime';
import { frameBridge } from './frame-bridge';
import { startFrame } from './start-frame';
import { TransferView } from './transfer-view';

startFrame('transfer', transferFrameInput, TransferView, frameBridge.setInput);
