// The served script, /widgets/v1/owo.js: the one tag a partner page needs. It points the page's runtime
// at the origin it was loaded from (which serves the API too) and registers every element.
import './internal/served-defaults';
import './define';
