import { Box, type BoxProps } from './Box';
import { cx } from './style-props';
import classes from './table.module.css';

interface TableProps extends BoxProps {
  striped?: boolean;
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
}

/** A data table; its parts are Table.Thead, Table.Tbody, Table.Tr, Table.Th and Table.Td. */
export function Table({ striped, highlightOnHover, withTableBorder, className, ...props }: TableProps) {
  return (
    <Box
      component="table"
      {...props}
      className={cx(
        classes.table,
        striped && classes.striped,
        highlightOnHover && classes.hover,
        withTableBorder && classes.bordered,
        className,
      )}
    />
  );
}

Table.Thead = (props: BoxProps) => <Box component="thead" {...props} />;
Table.Tbody = (props: BoxProps) => <Box component="tbody" {...props} />;
Table.Tr = (props: BoxProps) => <Box component="tr" {...props} />;
Table.Th = (props: BoxProps & { scope?: string }) => <Box component="th" {...props} />;
Table.Td = (props: BoxProps & { colSpan?: number }) => <Box component="td" {...props} />;
/** Lets a wide table scroll sideways inside the page instead of widening it. */
Table.ScrollContainer = ({ minWidth: _, className, ...props }: BoxProps & { minWidth?: number }) => (
  <Box {...props} className={cx(classes.scroll, className)} />
);
