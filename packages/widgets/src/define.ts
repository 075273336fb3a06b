// Registers every Owo element. Partners load this once (dist/standalone/define.js or '@owo/widgets/define');
// each element also registers from its own entry.
import './toaster/toaster.element';
