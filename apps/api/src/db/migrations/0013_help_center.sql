-- Reserved for 0013_help_center; filled by the session that builds it.
SELECT 1;
