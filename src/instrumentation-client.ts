// Next.js runs this before React hydrates the page. From here on React answers clicks and form
// submissions itself, so the home page's loader stops keeping them for later (src/lib/app/earlyInput.ts).
import { closeEarlyInput } from '@/lib/app/earlyInput';

closeEarlyInput();
