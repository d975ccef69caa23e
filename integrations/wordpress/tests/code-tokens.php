<?php
/**
 * A PHP source's tokens without whitespace and comments, for the readers of the plugin's code
 * (php74-constructs.php, wordpress-since.php).
 *
 * @package Vigil_Moderation
 */

/**
 * The tokens that are code, in order: PHP's own token arrays and one-character strings.
 *
 * @param string $source PHP source.
 * @return array
 */
function vigil_code_tokens( $source ) {
	return array_values(
		array_filter(
			token_get_all( $source ),
			function ( $token ) {
				return ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true );
			}
		)
	);
}
