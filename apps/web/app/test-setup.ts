/**
 * Every web test file: Testing Library's findBy/waitFor wait up to 5 s (its default is 1 s). A
 * suite's first render loads lazy chunks and catalogues cold, which on a loaded 2-core machine
 * took over a second; a passing wait returns as soon as it passes, so only a failure waits longer.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
