"""Words and looks: colours, fonts and the theme, drawing helpers, the icons of resources and
units, the charts, the backdrop, and the sentences the screens show (log, rules, solo, computers)."""
