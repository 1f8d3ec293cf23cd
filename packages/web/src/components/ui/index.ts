// The app's own small set of UI components (docs/decisions/0001-react-runtime-ui-kit-and-display-entry.md).
// Their props follow the names people know from common React UI kits, so pages read plainly.
export { Box, type BoxProps } from './box';
export { Burger, Button, CopyButton, UnstyledButton, type ButtonProps } from './button';
export { Alert, Modal } from './feedback';
export { useDebouncedValue, useDisclosure } from './hooks';
export { NativeSelect, SegmentedControl, Switch, Textarea, TextInput, type SelectData, type TextareaProps } from './inputs';
export { Card, Center, Container, Divider, Group, Paper, Stack } from './layout';
export { Loader } from './loader';
export { Table } from './table';
export { Anchor, Badge, Code, List, Prose, Text, Title } from './typography';
