import type { AdminCustomer } from "@contracts";
import PersonSearchOutlinedIcon from "@mui/icons-material/PersonSearchOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/shared/ui";
import { CustomerChips, Email, Spent } from "./CustomerParts";

interface CustomersTableProps {
  customers: AdminCustomer[];
  onView: (customer: AdminCustomer) => void;
  label: string;
}

/** The accounts: a table from tablets up, a card per account on phones (nothing scrolls sideways at 360 px). */
export function CustomersTable(props: CustomersTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"), { noSsr: true });
  return phone ? <CustomerCards {...props} /> : <CustomerRows {...props} />;
}

function ViewButton({ customer, onView, fullWidth = false }: { customer: AdminCustomer; onView: (customer: AdminCustomer) => void; fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      fullWidth={fullWidth}
      startIcon={<PersonSearchOutlinedIcon />}
      onClick={() => onView(customer)}
      aria-label={t("adminCustomers.viewLabel", { name: customer.userName || customer.email })}
      sx={{ whiteSpace: "nowrap" }}
    >
      {t("adminCustomers.view")}
    </Button>
  );
}

function CustomerRows({ customers, onView, label }: CustomersTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto", bgcolor: "background.paper" }}>
      <Table aria-label={label} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary" } }}>
            <TableCell>{t("adminCustomers.columns.name")}</TableCell>
            <TableCell>{t("adminCustomers.columns.email")}</TableCell>
            <TableCell>{t("adminCustomers.columns.status")}</TableCell>
            <TableCell align="right">{t("adminCustomers.columns.orders")}</TableCell>
            <TableCell align="right">{t("adminCustomers.columns.spent")}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("adminCustomers.columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((customer) => (
            <TableRow key={customer._id} hover data-testid="customer-row">
              <TableCell sx={{ fontWeight: 600 }}>{customer.userName}</TableCell>
              <TableCell>
                <Email email={customer.email} />
              </TableCell>
              <TableCell>
                <CustomerChips customer={customer} />
              </TableCell>
              <TableCell align="right" data-testid="customer-orders">
                {customer.ordersCount}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="customer-spent">
                <Spent spent={customer.totalSpent} />
              </TableCell>
              <TableCell align="right">
                <ViewButton customer={customer} onView={onView} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CustomerCards({ customers, onView, label }: CustomersTableProps) {
  const { t } = useTranslation();
  const field = (name: string, value: ReactNode, testId?: string) => (
    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {name}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, fontWeight: 600, textAlign: "end", minWidth: 0 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
      {customers.map((customer) => (
        <Paper component="li" key={customer._id} variant="outlined" data-testid="customer-row" sx={{ p: 2, bgcolor: "background.paper" }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
            {customer.userName}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <Email email={customer.email} />
          </Typography>
          <Box sx={{ mb: 1 }}>
            <CustomerChips customer={customer} />
          </Box>
          <Box component="dl" sx={{ m: 0, mb: 1.5, display: "grid", gap: 0.75 }}>
            {field(t("adminCustomers.columns.orders"), customer.ordersCount, "customer-orders")}
            {field(t("adminCustomers.columns.spent"), <Spent spent={customer.totalSpent} />, "customer-spent")}
          </Box>
          <ViewButton customer={customer} onView={onView} fullWidth />
        </Paper>
      ))}
    </Box>
  );
}
