// The secrets frame's sign-in (/widgets/v1/frame/login.js): owo-login's fields on Owo's origin.
import { frameThemeInput } from '../../internal/runtime';
import { LoginView } from './login-view';
import { startFrame } from './start-frame';

startFrame('login', frameThemeInput, LoginView);
