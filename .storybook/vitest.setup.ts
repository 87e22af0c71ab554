// Storybook 10.3+ applies the preview annotations itself; this file only adds the console guard.
import '../tests/setup/fail-on-console';
