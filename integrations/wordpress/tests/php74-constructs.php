<?php
/**
 * What PHP 7.4 cannot run, found in PHP's own tokens (decision 0193): the plugin says
 * "Requires PHP: 7.4", and this machine's PHP is newer, so `php -l` alone would let a newer
 * construct or function through.
 *
 * @package Vigil_Moderation
 */

require_once __DIR__ . '/code-tokens.php';

/** Functions PHP added after 7.4. */
const VIGIL_PHP8_FUNCTIONS = array(
	'str_contains',
	'str_starts_with',
	'str_ends_with',
	'get_debug_type',
	'get_resource_id',
	'fdiv',
	'preg_last_error_msg',
	'array_is_list',
	'enum_exists',
	'array_find',
	'array_any',
	'array_all',
	'mb_str_pad',
	'json_validate',
);

/**
 * The PHP 8 constructs and functions in one file's source.
 *
 * @param string $source PHP source.
 * @return string[] One line per finding: "line N: what".
 */
function vigil_php8_findings( $source ) {
	$tokens   = vigil_code_tokens( $source );
	$found    = array();
	$line     = 1;
	$kinds    = array(
		'T_MATCH'                     => 'match expression',
		'T_NULLSAFE_OBJECT_OPERATOR'  => 'nullsafe operator ?->',
		'T_ATTRIBUTE'                 => 'attribute #[...]',
		'T_ENUM'                      => 'enum',
		'T_READONLY'                  => 'readonly',
	);
	$params   = 0;
	$in_param = false;
	$count    = count( $tokens );
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		$text  = is_array( $token ) ? $token[1] : $token;
		$line  = is_array( $token ) ? $token[2] : $line;
		$name  = is_array( $token ) ? token_name( $token[0] ) : '';
		$prev  = $tokens[ $i - 1 ] ?? null;
		$next  = $tokens[ $i + 1 ] ?? null;
		$prev_text = is_array( $prev ) ? $prev[1] : (string) $prev;
		$next_text = is_array( $next ) ? $next[1] : (string) $next;

		if ( isset( $kinds[ $name ] ) ) {
			$found[] = "line $line: " . $kinds[ $name ];
		}
		if ( in_array( $name, array( 'T_STRING', 'T_NAME_FULLY_QUALIFIED' ), true ) && in_array( strtolower( ltrim( $text, '\\' ) ), VIGIL_PHP8_FUNCTIONS, true ) && '(' === $next_text ) {
			$found[] = "line $line: function " . ltrim( $text, '\\' ) . '()';
		}
		// Named arguments: "( name:" or ", name:" (a ternary's "? A : B" and "case A:" differ).
		if ( 'T_STRING' === $name && ':' === $next_text && in_array( $prev_text, array( '(', ',' ), true ) ) {
			$found[] = "line $line: named argument $text:";
		}
		// A callable made with "(...)".
		if ( 'T_ELLIPSIS' === $name && '(' === $prev_text && ')' === $next_text ) {
			$found[] = "line $line: first-class callable (...)";
		}
		// throw as an expression.
		if ( 'T_THROW' === $name && in_array( $prev_text, array( '??', '?', ':', '=>', '=', '(', ',' ), true ) ) {
			$found[] = "line $line: throw as an expression";
		}
		// catch without a variable.
		if ( 'T_CATCH' === $name ) {
			$j     = $i + 2;
			$named = false;
			while ( isset( $tokens[ $j ] ) && ')' !== $tokens[ $j ] ) {
				$named = $named || ( is_array( $tokens[ $j ] ) && T_VARIABLE === $tokens[ $j ][0] );
				++$j;
			}
			if ( ! $named ) {
				$found[] = "line $line: catch without a variable";
			}
		}
		// A function's parameter list: union types, promoted properties, a trailing comma.
		if ( 'T_FUNCTION' === $name || 'T_FN' === $name ) {
			$in_param = true;
			$params   = 0;
			continue;
		}
		if ( $in_param ) {
			if ( '(' === $text ) {
				++$params;
			} elseif ( ')' === $text ) {
				if ( 1 === $params && ',' === $prev_text ) {
					$found[] = "line $line: trailing comma in a parameter list";
				}
				--$params;
				if ( 0 === $params ) {
					$in_param = false;
					// The return type: "mixed", "static" and "never" are PHP 8.
					if ( ':' === $next_text ) {
						$type = $tokens[ $i + 2 ] ?? null;
						$type = strtolower( is_array( $type ) ? $type[1] : (string) $type );
						if ( in_array( $type, array( 'mixed', 'static', 'never' ), true ) ) {
							$found[] = "line $line: return type $type";
						}
						$after = $tokens[ $i + 3 ] ?? null;
						if ( '|' === ( is_array( $after ) ? $after[1] : $after ) ) {
							$found[] = "line $line: union return type";
						}
					}
				}
			} elseif ( 1 === $params && '|' === $text ) {
				$found[] = "line $line: union type";
			} elseif ( 1 === $params && in_array( $name, array( 'T_PUBLIC', 'T_PROTECTED', 'T_PRIVATE' ), true ) ) {
				$found[] = "line $line: promoted constructor property";
			} elseif ( 1 === $params && 'mixed' === strtolower( $text ) && 'T_STRING' === $name ) {
				$found[] = "line $line: parameter type mixed";
			}
		}
	}
	return $found;
}
