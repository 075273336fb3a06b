// The secrets frame's PIN setup (/widgets/v1/frame/pin-setup.js): owo-pin-setup's keypad on Owo's
// origin. It takes nothing from the page but the theme.
import { frameThemeInput } from '../../internal/runtime';
import { PinSetupView } from './pin-setup-view';
import { startFrame } from './start-frame';

startFrame('pin-setup', frameThemeInput, PinSetupView);
