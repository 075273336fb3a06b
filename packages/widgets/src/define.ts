// Registers every Owo element. Partners load this once (dist/standalone/define.js or '@owo/widgets/define');
// each element also registers from its own entry.
import './toaster/toaster.element';
import './login/login.element';
import './register/register.element';
import './forgot-password/forgot-password.element';
import './verify-email/verify-email.element';
import './verify-reset-password/verify-reset-password.element';
import './reset-password/reset-password.element';
import './notification-bell/notification-bell.element';
import './pin-setup/pin-setup.element';
import './theme-toggle/theme-toggle.element';
import './send-money/send-money.element';
import './pay-bills/pay-bills.element';
import './app/app.element';
