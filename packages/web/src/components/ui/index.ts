// The app's own small set of UI components (docs/decisions/0001-react-runtime-ui-kit-and-display-entry.md).
// Their props follow the names people know from common React UI kits, so pages read plainly.
export { Box, type BoxProps } from './Box';
export { Burger, Button, CopyButton, UnstyledButton, type ButtonProps } from './Button';
export { Alert, Modal } from './Feedback';
export { useDebouncedValue, useDisclosure, useMediaQuery } from './hooks';
export { AlarmIcon, LockIcon } from './Icons';
export { NativeSelect, SegmentedControl, Switch, Textarea, TextInput, type SelectData, type TextareaProps } from './Inputs';
export { Card, Center, Container, Divider, Group, Paper, Stack } from './Layout';
export { Loader } from './Loader';
export { Table } from './Table';
export { Anchor, Badge, Code, List, Prose, Text, Title } from './Typography';
