// Fluent's Tooltip on its own, for DeferredTooltip to import when a tooltip is first wanted: with it
// come Fluent's positioning and floating-ui (12 kB), which no first page needs otherwise.
export { Tooltip } from '@fluentui/react-components';
