/** Share 2 of the built pages' checks (every-page.test-support.ts says what each page is checked for). */
import { checkEveryPage } from './every-page.test-support';

checkEveryPage(2);
