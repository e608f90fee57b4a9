// Merge fields in message texts: checked at compose, rendered per recipient.
export { checkTemplate, hasMergeSyntax, type TemplateProblem } from './check';
export { compileTemplate, type MergeValues, type RenderTemplate } from './render';
