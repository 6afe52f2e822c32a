/** The highlights module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { replaceSlides, slidesOf } from './slides.ts';
