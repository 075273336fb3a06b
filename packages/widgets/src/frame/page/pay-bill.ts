// The secrets frame's bill payment (/widgets/v1/frame/pay-bill.js): the review and the PIN of
// owo-pay-bills on Owo's origin, for the bill the partner page sends (checked by the bill schemas).
import { frameInput } from '../../internal/runtime';
import { frameBridge } from './frame-bridge';
import { PayBillView } from './pay-bill-view';
import { startFrame } from './start-frame';

startFrame('pay-bill', frameInput, PayBillView, frameBridge.setInput);
