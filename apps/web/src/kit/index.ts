/**
 * The parts of the UI kit that every storefront page draws on first load, written out: the same
 * elements, classes and CSS variables the kit renders, so its stylesheet styles them unchanged,
 * without the kit's runtime (theme lookups, style resolution, polymorphic factories) in the
 * first download. `kit.test.ts` renders each beside the kit's own and requires the same markup.
 * See docs/decisions/027-storefront-kit-markup.md.
 */
export { ActionIcon, Burger, Button, UnstyledButton } from './controls';
export { Box, Center, Container, Divider, Group, Paper, SimpleGrid, Stack } from './layout';
export { Avatar, Badge, Image, Loader, Skeleton, ThemeIcon } from './media';
export { Anchor, Text, Title, VisuallyHidden } from './typography';
export { Fieldset, Input, NativeSelect, SegmentedControl, Switch, TextInput } from './inputs';
export { Grid } from './grid';
export { Breadcrumbs, Pagination } from './navigation';
