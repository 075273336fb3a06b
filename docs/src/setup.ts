// Registers every <owo-*> element, exactly as a partner page does; stories then render the real tags.
import '@owo/widgets/define';
import './docs.css';
