import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { DASHBOARD_PASSWORD_RULES } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT } from '@hde/contracts/text';

/** The five password rules, each turning green once the password meets it (spec part 2 §5). */
export function PasswordRulesChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} dense disablePadding aria-label={DASHBOARD_MANAGE_TEXT.passwordRules}>
      {DASHBOARD_PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const state = met ? DASHBOARD_MANAGE_TEXT.ruleMet : DASHBOARD_MANAGE_TEXT.ruleNotMet;
        return (
          <ListItem key={rule.id} disableGutters aria-label={`${rule.label}: ${state}`} sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28, color: met ? 'success.main' : 'text.disabled' }}>
              {met ? <CheckCircle fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
            </ListItemIcon>
            <ListItemText
              primary={rule.label}
              slotProps={{ primary: { variant: 'body2', color: met ? 'success.main' : 'text.secondary' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
